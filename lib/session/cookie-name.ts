/** The session cookie's name, importable by proxy.ts, which must stay free of server secrets. */
export const SESSION_COOKIE = 'lobby_session';

/**
 * A non-secret "probably signed in" hint readable by script. Public pages stay static and the
 * browser asks for member data only when it is set; every decision still rests on the session.
 */
export const MEMBER_HINT_COOKIE = 'lobby_member';
