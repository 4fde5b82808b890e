import { OURS } from './economics-table.js';
import type { ConfigurationEconomics } from './run-economics.js';

const count = new Intl.NumberFormat('en-US');
const WIDTH = 820;
const LABEL = 170;
const ROW = 30;
const TOP = 48;
const BAR_MAX = WIDTH - LABEL - 250;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The economics table as a bar chart (SVG): one bar per configuration, its input tokens on a log
 * scale (they span three orders of magnitude), labelled with the tokens, the needles found and
 * whether a prompt went over the window. Ours' bars are green, the peers' grey, a bar that went
 * over the window red. Plain SVG, no script and no external font, so a README shows it as it is.
 */
export function economicsChart(economics: Readonly<Record<string, ConfigurationEconomics>>, title: string): string {
  const rows = Object.entries(economics);
  const max = Math.max(...rows.map(([, e]) => e.inputTokens), 10);
  const min = Math.max(1, Math.min(...rows.map(([, e]) => e.inputTokens)) / 4);
  const scale = (tokens: number) => Math.max(2, (BAR_MAX * Math.log10(Math.max(tokens, min) / min)) / Math.log10(max / min));
  const height = TOP + rows.length * ROW + 40;
  const ours = new Set<string>(OURS);
  const bars = rows.map(([name, e], i) => {
    const y = TOP + i * ROW;
    const width = scale(e.inputTokens);
    const fill = e.overWindow ? '#d9534f' : ours.has(name) ? '#2e8b57' : '#8c8c8c';
    const note = `${count.format(e.inputTokens)} tokens · ${e.needlesFound}/${e.needlesTotal} needles${e.overWindow ? ' · over the window' : ''}`;
    return [
      `<text x="${LABEL - 8}" y="${y + 19}" text-anchor="end">${escape(name)}</text>`,
      `<rect x="${LABEL}" y="${y + 5}" width="${width.toFixed(1)}" height="${ROW - 10}" fill="${fill}"/>`,
      `<text x="${(LABEL + width + 6).toFixed(1)}" y="${y + 19}">${escape(note)}</text>`,
    ].join('');
  });
  const axis = TOP + rows.length * ROW + 16;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Helvetica, Arial, sans-serif" font-size="13">`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${LABEL}" y="24" font-size="15" font-weight="bold">${escape(title)}</text>`,
    ...bars,
    `<text x="${LABEL}" y="${axis + 8}" fill="#555555" font-size="11">input tokens, log scale (fewer is better); green: output-limits, grey: peers and no limits, red: a prompt over the 128,000-token window</text>`,
    '</svg>',
    '',
  ].join('\n');
}
