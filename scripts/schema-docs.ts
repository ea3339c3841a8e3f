// Build-time only: turns the TSDoc comments of src/ into JSON Schema descriptions with no runtime cost. It
// rewrites a copy of a source file (never src/ itself) so that every documented value is passed through the
// helpers of scripts/schema-docs-runtime.ts:
//
//   /** Luck (RUG-LUCK-1). */ luck: z.optional(d10Rating)  ->  luck: __pulpDoc(z.optional(d10Rating), "Luck (RUG-LUCK-1).")
//   /** The figure. */ export const FigureSchema = z.object(...)  ->  ... = __pulpDoc(z.object(...), "The figure.")
//   z.enum({ /** Player Character. */ PC: "PC" })  ->  z.enum(__pulpMembers({ PC: "PC" }, { PC: "Player Character." }))
//
// Evaluating the copy builds the same schemas as src/, each documented one a clone registered with its
// description, so nothing has to re-interpret zod calls, spreads, helpers or imports: the code runs as written.
// Only text is inserted; every other character of the file is kept.
import ts from "typescript";

/** The names the rewritten code calls; the copy imports them from the runtime helper module. */
export const HELPERS = { doc: "__pulpDoc", members: "__pulpMembers" } as const;

/**
 * The description a JSDoc comment gives: its first paragraph of prose, on one line, with `{@link X}` as `X`;
 * tags (`@example`, `@param`, `@remarks`...) are left out. Undefined for no comment or an empty one.
 */
export function summaryOf(comment: string | undefined): string | undefined {
  if (comment === undefined) return undefined;
  const first = comment.trim().split(/\n\s*\n/)[0] ?? "";
  const text = first
    .replace(/\{@link(?:code|plain)?\s+([^}|\s]+)\s*(?:\|\s*)?([^}]*)\}/g, (_all, target: string, label: string) => label.trim() || target)
    .replace(/\s*\n\s*/g, " ")
    .trim();
  return text === "" ? undefined : text;
}

const jsDocComment = (node: ts.Node): ts.JSDoc | undefined => ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);

/** The last comment of a run of trivia if it is a JSDoc block (`/**`), else undefined. */
function lastComment(trivia: string): string | undefined {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, trivia);
  let last: string | undefined;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.MultiLineCommentTrivia || token === ts.SyntaxKind.SingleLineCommentTrivia) last = scanner.getTokenText();
  }
  return last !== undefined && /^\/\*\*(?!\/)/.test(last) ? last : undefined;
}

/**
 * The summary of the JSDoc comment that sits directly on a node (for a variable, on its statement). The
 * parser attaches no comment that starts on the line of the previous token (an inline object literal such as
 * `z.object({ <doc> id: z.string() })`), so such a comment is read from the node's leading text and parsed alone.
 */
function docOf(node: ts.Node, sf: ts.SourceFile): string | undefined {
  let doc = jsDocComment(node);
  if (doc === undefined) {
    const comment = lastComment(sf.text.slice(node.pos, node.getStart(sf)));
    const statement = comment === undefined ? undefined : ts.createSourceFile("doc.ts", `${comment}\nconst x = 0;`, ts.ScriptTarget.Latest, true).statements[0];
    doc = statement === undefined ? undefined : jsDocComment(statement);
  }
  return summaryOf(ts.getTextOfJSDocComment(doc?.comment));
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) ? name.text : undefined;
}

/** A literal member value (an enum value): a string, a number or a negative number. */
function isLiteralValue(node: ts.Expression): boolean {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
  );
}

/** The outermost expression that is the object literal with only `as const`, `satisfies` or parentheses around it. */
function outermost(node: ts.Expression): ts.Expression {
  let current: ts.Expression = node;
  while (
    (ts.isAsExpression(current.parent) || ts.isSatisfiesExpression(current.parent) || ts.isParenthesizedExpression(current.parent)) &&
    current.parent.expression === current
  ) {
    current = current.parent;
  }
  return current;
}

interface Wrap {
  readonly start: number;
  readonly end: number;
  readonly open: string;
  readonly close: string;
  /** For two wraps of the same text: 0 goes outside 1. */
  readonly rank: 0 | 1;
}

/** What {@link annotateSource} did to one file. */
export interface AnnotatedSource {
  /** The rewritten text (the input itself when nothing is documented). */
  readonly text: string;
  /** The number of documented values passed through a helper. */
  readonly wrapped: number;
}

/**
 * Rewrites one TypeScript source so that every documented value goes through the runtime helpers: a property
 * of an object literal (a zod shape), a variable (an exported `...Schema`), and the literal members of an
 * object literal (the entries of `z.enum({...})`). Non-schema values come back unchanged at run time.
 *
 * @param text - the source text
 * @param fileName - its name, for the parser
 * @param helperModule - the import specifier of the runtime helpers, as seen from this file
 */
export function annotateSource(text: string, fileName: string, helperModule: string): AnnotatedSource {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const wraps: Wrap[] = [];
  const wrapDoc = (expr: ts.Expression, description: string, prefix = ""): void => {
    wraps.push({ start: expr.getStart(sf), end: expr.getEnd(), open: `${prefix}${HELPERS.doc}(`, close: `, ${JSON.stringify(description)})`, rank: 0 });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const members: Record<string, string> = {};
      for (const property of node.properties) {
        const description = docOf(property, sf);
        if (description === undefined) continue;
        if (ts.isPropertyAssignment(property)) {
          const key = propertyName(property.name);
          if (isLiteralValue(property.initializer)) {
            if (key !== undefined) members[key] = description;
          } else {
            wrapDoc(property.initializer, description);
          }
        } else if (ts.isShorthandPropertyAssignment(property)) {
          wrapDoc(property.name, description, `${property.name.text}: `);
        }
      }
      if (Object.keys(members).length > 0) {
        const whole = outermost(node);
        wraps.push({ start: whole.getStart(sf), end: whole.getEnd(), open: `${HELPERS.members}(`, close: `, ${JSON.stringify(members)})`, rank: 1 });
      }
    } else if (ts.isVariableDeclaration(node) && node.initializer !== undefined && ts.isIdentifier(node.name)) {
      const description = docOf(node, sf);
      if (description !== undefined) wrapDoc(node.initializer, description);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (wraps.length === 0) return { text, wrapped: 0 };

  // Insert every open and close; at one position closes come first, then opens, outer before inner.
  const inserts = wraps.flatMap((w) => [
    { pos: w.start, text: w.open, order: [1, -(w.end - w.start), w.rank] },
    { pos: w.end, text: w.close, order: [0, w.end - w.start, -w.rank] },
  ]);
  inserts.sort((a, b) => a.pos - b.pos || a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]! || a.order[2]! - b.order[2]!);
  let out = "";
  let at = 0;
  for (const insert of inserts) {
    out += text.slice(at, insert.pos) + insert.text;
    at = insert.pos;
  }
  out += text.slice(at);
  const used = [HELPERS.doc, HELPERS.members].filter((name) => wraps.some((w) => w.open.includes(`${name}(`)));
  return { text: `import { ${used.join(", ")} } from ${JSON.stringify(helperModule)};\n${out}`, wrapped: wraps.length };
}
