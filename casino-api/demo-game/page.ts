import { cherryPercent, symbols, threeOfAKindPercent } from '../services/slot';
import { face, faceDefs, faces } from './faces';

/*
 * The demo provider's game window (spec §4: opened in an embedded frame). One self-contained page:
 * inline style and script under a per-response nonce, no external asset, Thai first with English.
 * The page reads its game-session token from its own URL and sends it as a bearer token to
 * POST /demo/spin; the member's own token never reaches the frame.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON safe inside <script>: no "</script>" or "<!--" can close or confuse the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export interface GamePage {
  nonce: string;
  title: string;
  trial: boolean;
  balance: string;
  bets: string[];
}

/*
 * The site's own Thai face (app/fonts.ts), served by this API beside the page (routes/demo-provider.ts,
 * /demo/fonts): a phone or PC without a Thai system font would otherwise draw the Thai as empty
 * boxes. The URLs are relative to the page (/demo/play/{provider}/{code}), so they hold wherever the
 * page is served from. Nothing comes from the internet (casino-api/README.md).
 */
export const DEMO_FONT_FILES = [
  'sarabun-thai-400-normal.woff2',
  'sarabun-thai-600-normal.woff2',
  'sarabun-latin-400-normal.woff2',
  'sarabun-latin-600-normal.woff2',
] as const;
const THAI_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';
const fontFaces = DEMO_FONT_FILES.map((file) => {
  const [, script, weight] = /^sarabun-(thai|latin)-(\d+)-/.exec(file)!;
  const range = script === 'thai' ? `;unicode-range:${THAI_RANGE}` : '';
  return `@font-face{font-family:Sarabun;font-style:normal;font-weight:${weight};font-display:swap;src:url(../../fonts/${file}) format('woff2')${range}}`;
}).join('');

const style = `${fontFaces}*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:Sarabun,'Noto Sans Thai','Leelawadee UI',Thonburi,Tahoma,system-ui,sans-serif;background:#1b1035;color:#fff;
display:flex;align-items:center;justify-content:center}main{width:min(420px,100%);padding:16px;text-align:center}
h1{font-size:1.2rem;margin:0 0 4px}.mode{font-size:.8rem;opacity:.8}.reels{display:flex;gap:8px;justify-content:center;margin:16px 0}
.reel{width:30%;aspect-ratio:1;display:flex;align-items:center;justify-content:center;background:#fff;border-radius:12px}
.reel svg{width:80%;height:auto}.defs{position:absolute;width:0;height:0}td svg{width:1.4em;height:1.4em;vertical-align:middle}
.bets{display:flex;gap:6px;justify-content:center;flex-wrap:wrap;margin:8px 0}button{font:inherit;border:0;border-radius:8px;padding:8px 12px;cursor:pointer}
.bet[aria-pressed=true]{background:#ffcc33}#spin{width:100%;padding:14px;font-size:1.2rem;font-weight:700;background:#e0245e;color:#fff}
#spin:disabled{opacity:.5}#msg{min-height:2.8em;margin:8px 0;white-space:pre-line}table{width:100%;font-size:.8rem;opacity:.85;border-collapse:collapse}
td{padding:2px}small{display:block;margin-top:8px;opacity:.6}`;

/*
 * The line after a spin says what happened to the money, truthfully: the stake, what came back and
 * the net, never "win" for a spin that paid back less than the bet (a 1-baht bet paying 0.50 lost
 * 0.50). Amounts are the wire's baht strings ("1.00"), counted in satang. Thai, then English.
 * Browser code as text: the page runs exactly this, and the tests evaluate the same text.
 */
export const RESULT_LINES_JS = `function resultLines(betText,winText){
const sat=(t)=>Math.round(Number(t)*100);const baht=(n)=>(n/100).toLocaleString('en-US',{minimumFractionDigits:2,maximumFractionDigits:2});
const bet=sat(betText),win=sat(winText),net=win-bet;
if(win===0)return['เดิมพัน '+baht(bet)+' · ไม่ถูกรางวัล · เสีย '+baht(bet)+' บาท','Bet ฿'+baht(bet)+' · no win · lost ฿'+baht(bet)];
if(net>0)return['เดิมพัน '+baht(bet)+' · ได้ '+baht(win)+' · กำไร +'+baht(net)+' บาท','Bet ฿'+baht(bet)+' · paid ฿'+baht(win)+' · net +฿'+baht(net)];
if(net===0)return['เดิมพัน '+baht(bet)+' · ได้คืน '+baht(win)+' · เท่าทุน','Bet ฿'+baht(bet)+' · paid back ฿'+baht(win)+' · even'];
return['เดิมพัน '+baht(bet)+' · ได้คืน '+baht(win)+' · เสีย '+baht(-net)+' บาท','Bet ฿'+baht(bet)+' · paid back ฿'+baht(win)+' · lost ฿'+baht(-net)];}`;

const script = `${RESULT_LINES_JS}
const cfg=JSON.parse(document.getElementById('cfg').textContent);
const token=new URLSearchParams(location.search).get('session')||'';
const $=(id)=>document.getElementById(id);let bet=cfg.bets[0];let busy=false;
const face=(s)=>'<svg viewBox="0 0 64 64" role="img" aria-label="'+s.label+'"><use href="#s-'+s.id+'"/></svg>';
const byId=Object.fromEntries(cfg.symbols.map((s)=>[s.id,s]));
document.querySelectorAll('.bet').forEach((b)=>b.addEventListener('click',()=>{bet=b.dataset.bet;
document.querySelectorAll('.bet').forEach((o)=>o.setAttribute('aria-pressed',String(o===b)));}));
function say(t){$('msg').textContent=t;}
$('spin').addEventListener('click',async()=>{if(busy)return;busy=true;$('spin').disabled=true;say('กำลังหมุน… · Spinning…');
const reels=[...document.querySelectorAll('.reel')];const roll=setInterval(()=>reels.forEach((r)=>{
r.innerHTML=face(cfg.symbols[Math.floor(Math.random()*cfg.symbols.length)]);}),80);
try{const res=await fetch(cfg.spinPath,{method:'POST',headers:{'content-type':'application/json',authorization:'Bearer '+token},body:JSON.stringify({bet})});
const body=await res.json().catch(()=>({}));clearInterval(roll);
if(res.ok){body.reels.forEach((s,i)=>{reels[i].innerHTML=face(byId[s]);});$('balance').textContent=body.balance;
say(resultLines(body.bet,body.win).join('\\n'));}
else if(res.status===401){say(cfg.expired);}else{say((body.message||'เกิดข้อผิดพลาด')+' · '+(res.status===422?'Not possible':'Error'));}}
catch(e){clearInterval(roll);say('เชื่อมต่อไม่ได้ · Connection failed');}
finally{busy=false;$('spin').disabled=false;}});`;

export const expiredText = 'เซสชันเกมหมดอายุ กรุณาเปิดเกมใหม่ · Game session expired, please open the game again';

export function renderGamePage(p: GamePage): string {
  const cfg = {
    bets: p.bets,
    symbols: symbols.map(({ id }) => ({ id, label: faces[id].label })),
    // relative to /demo/play/{provider}/{code}: holds under the site's path too (lib/casino/demo-game-url.ts)
    spinPath: '../../spin',
    expired: expiredText,
  };
  const mode = p.trial
    ? 'ทดลองเล่นด้วยเงินทดลอง · Trial with play money'
    : 'เล่นจริง หักจากเครดิต · Real play with your credit';
  const wallet = p.trial ? 'เงินทดลอง · Play money' : 'เครดิต · Credit';
  const bets = p.bets
    .map(
      (b, i) =>
        `<button class="bet" data-bet="${escapeHtml(b)}" aria-pressed="${i === 0}">${escapeHtml(b)} ฿</button>`,
    )
    .join('');
  const pays = symbols
    .map((s) => `<tr><td>${face(s.id).repeat(3)}</td><td>×${threeOfAKindPercent[s.id] / 100}</td></tr>`)
    .join('');
  return page(
    p.nonce,
    p.title,
    `<h1>${escapeHtml(p.title)}</h1><div class="mode">${mode}</div>
<p>${wallet}: <strong id="balance">${escapeHtml(p.balance)}</strong> บาท</p>
${faceDefs}<div class="reels" aria-hidden="true"><div class="reel">${face('tiger')}</div><div class="reel">${face('elephant')}</div><div class="reel">${face('diamond')}</div></div>
<div id="msg" role="status" aria-live="polite"></div>
<div>เดิมพัน · Bet</div><div class="bets">${bets}</div>
<button id="spin" type="button">หมุน · SPIN</button>
<table aria-label="อัตราจ่าย · Pay table">${pays}<tr><td>${face('cherry').repeat(2)}</td><td>×${cherryPercent.two / 100}</td></tr><tr><td>${face('cherry')}</td><td>×${cherryPercent.one / 100}</td></tr></table>
<small>ผู้ให้บริการเกมสาธิต · Demo game provider</small>
<script type="application/json" id="cfg">${scriptJson(cfg)}</script>
<script nonce="${p.nonce}">${script}</script>`,
  );
}

export function renderExpiredPage(nonce: string): string {
  return page(nonce, 'Lobby Demo', `<h1>${expiredText}</h1>`);
}

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style nonce="${nonce}">${style}</style></head>
<body><main>${body}</main></body></html>`;
}
