/**
 * Attacker input for rendering tests. Every payload that would run sets `window.__xss` (or opens a
 * dialog), so a page proves it stayed inert when, after loading, `window.__xss` is still undefined and
 * no dialog fired. The marker `__xss` also lets a static scan find where the payload landed.
 */
export const trip = (label: string) => `window.__xss='${label}'`;

/** Text that becomes element content or attribute values (names, titles, countries…). */
export const textPayload = (label: string) =>
  `<script>${trip(label)}</script><img src=x onerror="${trip(label)}">"><svg onload="${trip(label)}"></script><script>${trip(label)}</script>`;

/** URLs that pass an `^https?://` check but try to break out of the attribute they are written into. */
export const urlPayload = (label: string) => `https://x.invalid/a.png" onerror="${trip(label)}" x="`;

/** URLs that must never be stored or rendered as links. */
export const SCRIPT_URLS = [
  `javascript:${trip('js-url')}`,
  `JaVaScRiPt:${trip('js-url-case')}`,
  ` javascript:${trip('js-url-space')}`,
  `data:text/html,<script>${trip('data-url')}</script>`,
  `vbscript:msgbox(1)`,
];

/** Post Markdown mixing raw HTML, script links and HTML-entity tricks. */
export const HOSTILE_MARKDOWN = [
  '# Título',
  `<script>${trip('md-script')}</script>`,
  `<img src=x onerror="${trip('md-img')}">`,
  `<iframe src="javascript:${trip('md-iframe')}"></iframe>`,
  `<object data="data:text/html,<script>${trip('md-object')}</script>"></object>`,
  `<a href="javascript:${trip('md-a')}">enlace</a> <a href="&#106;avascript:${trip('md-entity')}">otro</a>`,
  `[md-link](javascript:${trip('md-link')}) [md-data](data:text/html;base64,PHNjcmlwdD4=) [md-vb](vbscript:x)`,
  `![md-image](x" onerror="${trip('md-image')})`,
  `<form action="javascript:${trip('md-form')}"><button>enviar</button></form>`,
  `<svg><script>${trip('md-svg')}</script></svg> <math><mtext><img src=x onerror="${trip('md-math')}"></mtext></math>`,
  `<details open ontoggle="${trip('md-details')}">x</details> <style>body{background:url(javascript:1)}</style>`,
].join('\n\n');

/** Spreadsheet formulas that run when a CSV export is opened (CSV injection). */
export const FORMULA_PREFIXES = ['=', '+', '-', '@', '\t', '\r'];
export const formulaPayload = (prefix: string) => `${prefix}HYPERLINK("https://evil.invalid","clic")`;
