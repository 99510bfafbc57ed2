/**
 * Draws a campaign's step graph as a standalone SVG: steps in rows by distance from home, fixed edges solid,
 * rule edges dashed and labelled with the rule, terminal pages with a double border. Pure and deterministic,
 * so a committed picture can be compared byte for byte with a fresh one.
 */
import type { Campaign } from './campaign.ts';
import { edgesOf, terminalSteps, type Edge } from './graph.ts';
import { escapeHtml } from '../core/htmlText.ts';

const ROW = 110;
const GAP = 40;
const MARGIN = 24;
const HEADER = 56;
const NODE_H = 46;
const CHAR_W = 7.2;

interface Box { id: string; x: number; y: number; w: number; rank: number }

const xml = escapeHtml;
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Rows by the longest path from home once edges back up the flow are set aside, so every forward edge points
 * down; steps not reached go on a last row.
 */
function ranks(campaign: Campaign, edges: Edge[]): Map<string, number> {
  const back = new Set<Edge>();
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const e of edges) {
      if (e.from !== id) continue;
      if (state.get(e.to) === 'open') back.add(e);
      else if (!state.has(e.to)) visit(e.to);
    }
    state.set(id, 'done');
  };
  visit(campaign.home);
  const forward = edges.filter((e) => !back.has(e) && e.from !== e.to);
  const rank = new Map<string, number>([[campaign.home, 0]]);
  // Relaxing longest paths over an acyclic graph settles within as many rounds as it has steps.
  for (let round = 0; round < campaign.stepOrder.length; round++) {
    let changed = false;
    for (const e of forward) {
      const from = rank.get(e.from);
      if (from !== undefined && (rank.get(e.to) ?? -1) < from + 1) { rank.set(e.to, from + 1); changed = true; }
    }
    if (!changed) break;
  }
  const last = Math.max(0, ...rank.values()) + 1;
  for (const id of campaign.stepOrder) if (!rank.has(id)) rank.set(id, last);
  return rank;
}

function layout(campaign: Campaign, edges: Edge[]): { boxes: Map<string, Box>; width: number; height: number } {
  const rank = ranks(campaign, edges);
  const rows = new Map<number, string[]>();
  for (const id of campaign.stepOrder) rows.set(rank.get(id) ?? 0, [...(rows.get(rank.get(id) ?? 0) ?? []), id]);
  const widthOf = (id: string) => Math.max(110, r1(Math.max(id.length, (campaign.steps[id]?.path.length ?? 0) + 1) * CHAR_W + 28));
  const rowWidth = (ids: string[]) => ids.reduce((sum, id) => sum + widthOf(id), 0) + GAP * (ids.length - 1);
  // Room on the right for edges that go back up or sideways.
  const width = Math.max(540, ...[...rows.values()].map(rowWidth)) + MARGIN * 2 + 140;
  const boxes = new Map<string, Box>();
  for (const [r, ids] of [...rows].sort((a, b) => a[0] - b[0])) {
    let x = MARGIN + (width - 140 - MARGIN * 2 - rowWidth(ids)) / 2;
    for (const id of ids) {
      const w = widthOf(id);
      boxes.set(id, { id, x: r1(x), y: HEADER + r * ROW, w, rank: r });
      x += w + GAP;
    }
  }
  const height = HEADER + (Math.max(0, ...rows.keys()) + 1) * ROW + 40;
  return { boxes, width: r1(width), height };
}

/** A point on the cubic Bézier, for a label halfway along an edge. */
function along(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return r1(u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3);
}

function curve(x1: number, y1: number, cx1: number, cy1: number, cx2: number, cy2: number, x2: number, y2: number, t = 0.5) {
  return { d: `M ${x1} ${y1} C ${cx1} ${cy1}, ${cx2} ${cy2}, ${x2} ${y2}`, labelX: along(x1, cx1, cx2, x2, t), labelY: along(y1, cy1, cy2, y2, t) - 4 };
}

function edgePath(from: Box, to: Box, boxes: Map<string, Box>, index: number, gutterIndex: () => number): { d: string; labelX: number; labelY: number } {
  const midY = (b: Box) => b.y + NODE_H / 2;
  const centreX = (b: Box) => r1(b.x + b.w / 2);
  if (from.id === to.id) {
    const x = from.x + from.w;
    return curve(x, midY(from) - 10, x + 50, midY(from) - 34, x + 50, midY(from) + 34, x, midY(from) + 10, 0.5);
  }
  const blocked = to.rank > from.rank + 1 && [...boxes.values()].some((b) => b.rank > from.rank && b.rank < to.rank
    && b.x < Math.max(centreX(from), centreX(to)) + 10 && b.x + b.w > Math.min(centreX(from), centreX(to)) - 10);
  if (blocked) {
    index = gutterIndex();
    // Past the rows in between: down the right-hand gutter.
    const gutter = r1(Math.max(...[...boxes.values()].map((b) => b.x + b.w)) + 24 + index * 18);
    // Out of the bottom, under the row, so no step of the same row is crossed.
    const y1 = from.y + NODE_H + 10 + index * 4;
    const y2 = midY(to) + index * 4;
    return { d: `M ${centreX(from) + 16} ${from.y + NODE_H} V ${y1} H ${gutter} V ${y2} H ${r1(to.x + to.w)}`, labelX: gutter, labelY: r1((y1 + y2) / 2) + index * 14 };
  }
  if (to.rank > from.rank) {
    const my = r1((from.y + NODE_H + to.y) / 2);
    return curve(centreX(from), from.y + NODE_H, centreX(from), my, centreX(to), my, centreX(to), to.y);
  }
  if (to.rank === from.rank) {
    const between = [...boxes.values()].some((b) => b.rank === from.rank && b.x > Math.min(from.x, to.x) && b.x < Math.max(from.x, to.x));
    if (!between) {
      const rightward = to.x > from.x;
      const x1 = rightward ? from.x + from.w : from.x;
      const x2 = rightward ? to.x : to.x + to.w;
      return { d: `M ${r1(x1)} ${midY(from)} L ${r1(x2)} ${midY(to)}`, labelX: r1((x1 + x2) / 2), labelY: midY(from) - 6 };
    }
    // Past other steps of the row: under the row.
    const below = from.y + NODE_H + 34;
    return curve(centreX(from), from.y + NODE_H, centreX(from), below, centreX(to), below, centreX(to), to.y + NODE_H, 0.5);
  }
  // Back up the graph: from the top of the later step into the bottom of the earlier one.
  const lift = r1((from.y + to.y + NODE_H) / 2) - index * 6;
  return curve(centreX(from) + 12, from.y, centreX(from) + 12, lift, centreX(to) + 12, lift, centreX(to) + 12, to.y + NODE_H, 0.5);
}

export function flowPicture(campaign: Campaign): string {
  const edges = edgesOf(campaign);
  const terminals = new Set(terminalSteps(campaign));
  const { boxes, width, height } = layout(campaign, edges);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title-${xml(campaign.name)}" font-family="Helvetica, Arial, sans-serif" font-size="13">`);
  out.push(`<title id="title-${xml(campaign.name)}">Flow of campaign ${xml(campaign.name)}: ${campaign.stepOrder.length} steps, ${edges.length} edges, terminal pages ${xml([...terminals].join(', ') || 'none')}</title>`);
  out.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#334"/></marker></defs>');
  out.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  out.push(`<text x="${MARGIN}" y="26" font-size="16" font-weight="bold" fill="#112">${xml(campaign.name)}</text>`);
  out.push(`<text x="${MARGIN}" y="44" fill="#445">${xml(`${campaign.campaignType} · ${campaign.flowType} · home: ${campaign.home}`)}</text>`);
  let gutters = 0;
  const gutterIndex = () => gutters++;
  edges.forEach((edge, i) => {
    const from = boxes.get(edge.from);
    const to = boxes.get(edge.to);
    if (!from || !to) return;
    const { d, labelX, labelY } = edgePath(from, to, boxes, i % 4, gutterIndex);
    out.push(`<path d="${d}" fill="none" stroke="#334" stroke-width="1.4"${edge.rule ? ' stroke-dasharray="5 4"' : ''} marker-end="url(#arrow)"/>`);
    if (edge.rule) out.push(`<text x="${labelX}" y="${labelY}" text-anchor="middle" fill="#7a2e00" font-size="11" stroke="#fff" stroke-width="3" paint-order="stroke">${xml(edge.rule)}</text>`);
  });
  for (const id of campaign.stepOrder) {
    const box = boxes.get(id);
    const step = campaign.steps[id];
    if (!box || !step) continue;
    const terminal = terminals.has(id);
    const fill = id === campaign.home ? '#e6f0ff' : terminal ? '#e9f7ec' : '#f6f7f9';
    out.push(`<g><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${NODE_H}" rx="8" fill="${fill}" stroke="#334" stroke-width="${terminal ? 3 : 1.2}"/>`);
    if (terminal) out.push(`<rect x="${box.x + 4}" y="${box.y + 4}" width="${box.w - 8}" height="${NODE_H - 8}" rx="5" fill="none" stroke="#fff" stroke-width="1.5"/>`);
    out.push(`<text x="${r1(box.x + box.w / 2)}" y="${box.y + 20}" text-anchor="middle" font-weight="bold" fill="#112">${xml(id)}</text>`);
    out.push(`<text x="${r1(box.x + box.w / 2)}" y="${box.y + 37}" text-anchor="middle" fill="#445" font-size="11">/${xml(step.path)}${id === campaign.home ? ' · start' : terminal ? ' · end' : ''}</text></g>`);
  }
  const legendY = height - 14;
  out.push(`<text x="${MARGIN}" y="${legendY}" fill="#445" font-size="11">solid arrow: fixed next · dashed arrow: navigation rule (its name on the arrow) · thick border: terminal page (end) · blue: home (start)</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
