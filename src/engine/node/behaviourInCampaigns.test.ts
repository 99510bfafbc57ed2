/**
 * What a campaign does lives in its JSON (issue: "everything a campaign means lives in its JSON"): no product code
 * outside the rule registry decides by a campaign's name or its flowType. Read with the TypeScript parser, so comments
 * and words inside longer strings do not count, and every campaign name in campaigns/ is looked for.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './campaignFiles.ts';

const campaignNames = new Set(readdirSync(join(repoRoot, 'campaigns')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')));

/**
 * Product code: src/ and widgets/, without tests, generated types, and the
 * rule registry (whose rules may name steps and flows).
 */
function productFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    const rel = relative(repoRoot, path);
    if (statSync(path).isDirectory()) return rel === join('src', 'generated') || rel === join('src', 'engine', 'rules') ? [] : productFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [rel] : [];
  });
}

interface Finding { file: string; line: number; text: string }

/** String literals that are a campaign's name, and comparisons or switches on a flowType. */
function findings(file: string, source: string, names: ReadonlySet<string>): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Finding[] = [];
  const at = (node: ts.Node) => ({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: node.getText(sf) });
  const isFlowType = (node: ts.Node) => (ts.isPropertyAccessExpression(node) && node.name.text === 'flowType') || (ts.isIdentifier(node) && node.text === 'flowType');
  const comparisons = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && names.has(node.text)) out.push(at(node));
    if (ts.isBinaryExpression(node) && comparisons.has(node.operatorToken.kind) && (isFlowType(node.left) || isFlowType(node.right))) out.push(at(node));
    if (ts.isSwitchStatement(node) && isFlowType(node.expression)) out.push(at(node.expression));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('behaviour lives in the campaign files', () => {
  it('finds a name or a flowType decision, and not one in a comment or inside a longer string', () => {
    const names = new Set(['ws10', 's6']);
    const source = [
      "// ws10 is the default prescreen flow",
      "const a = campaign.name === 'ws10' ? 1 : 2;",
      "const b = `/signup/ws10/home`;",
      "if (campaign.flowType !== 'webScreener') go();",
      "switch (c.flowType) { default: }",
      "const d = { flow: campaign.flowType };",
      "const e = `s6`;",
    ].join('\n');
    expect(findings('x.ts', source, names).map((f) => [f.line, f.text])).toEqual([
      [2, "'ws10'"], [4, "campaign.flowType !== 'webScreener'"], [5, 'c.flowType'], [7, '`s6`'],
    ]);
  });

  it('holds for every product source file', () => {
    const all = productFiles(join(repoRoot, 'src')).concat(productFiles(join(repoRoot, 'widgets')))
      .flatMap((file) => findings(file, readFileSync(join(repoRoot, file), 'utf8'), campaignNames));
    expect(all.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
    // A scan of every source file: beside the end-to-end run on two cores it took 6 s, past vitest's default 5 s.
  }, 30_000);
});
