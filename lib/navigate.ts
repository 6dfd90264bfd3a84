/** A full page load: after login/logout every server-rendered part must render for the new session. */
export function hardNavigate(url: string, { replace = false } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
