/** The characters an SVG's text may not hold as they are. */
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** The first letter (or character) of a name, upper case, for the emblem's centre. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? "?";
  return first.toLocaleUpperCase();
}

/**
 * A drawn emblem in the Cathedral's style for a companion with no portrait: a night-blue disc lit from above in its
 * accent colour, the twelve spokes of a rose window, a ring, and its initial. Its colours are checked by the caller's
 * schema (#rrggbb); its name is escaped.
 */
export function emblemSvg(name: string, accent: string): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = (r: number) => (128 + r * Math.cos(a)).toFixed(1);
    const y = (r: number) => (128 + r * Math.sin(a)).toFixed(1);
    return `<line x1="${x(58)}" y1="${y(58)}" x2="${x(112)}" y2="${y(112)}"/>`;
  }).join("");
  const petals = Array.from({ length: 12 }, (_, i) => {
    const a = ((i + 0.5) * Math.PI) / 6;
    return `<circle cx="${(128 + 86 * Math.cos(a)).toFixed(1)}" cy="${(128 + 86 * Math.sin(a)).toFixed(1)}" r="13"/>`;
  }).join("");
  const title = escapeXml(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img"><title>${title}</title>`,
    `<defs><radialGradient id="bg" cx="50%" cy="38%" r="64%"><stop offset="0" stop-color="${accent}" stop-opacity=".75"/>`,
    `<stop offset=".5" stop-color="#161033"/><stop offset="1" stop-color="#0b0820"/></radialGradient></defs>`,
    `<circle cx="128" cy="128" r="128" fill="url(#bg)"/>`,
    `<g fill="none" stroke="${accent}" stroke-opacity=".55" stroke-width="2">${spokes}${petals}</g>`,
    `<circle cx="128" cy="128" r="116" fill="none" stroke="${accent}" stroke-width="4"/>`,
    `<circle cx="128" cy="128" r="54" fill="#0b0820" fill-opacity=".85" stroke="${accent}" stroke-width="3"/>`,
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="60" fill="${accent}">${escapeXml(initialOf(name))}</text>`,
    "</svg>",
  ].join("");
}

/** The emblem as an image address the page can show at once (a preview before anything is saved). */
export const emblemDataUrl = (name: string, accent: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(emblemSvg(name, accent))}`;
