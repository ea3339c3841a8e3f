// typedoc plugin: the documentation rules of this library, checked on every `npm run docs`.
// 1. Every export (function, class, interface, type alias, variable) carries TSDoc with an @example.
// 2. Every member of an exported interface, class or type alias is documented, including the members of inline
//    object types inside a type alias (they are the public shape of the data). Inline types that hang off a
//    variable (a zod schema's internal structure, the keys of a data table) or a function (its parameters are
//    documented by @param) are exempt.
// A failure is a warning, and typedoc.json treats warnings as errors. (typedoc's own notDocumented check is
// off: it cannot tell a schema's internals from a data shape.)
import { Converter, ReflectionKind } from "typedoc";

const EXPORT_KINDS = ReflectionKind.Function | ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Variable;
const MEMBER_KINDS = ReflectionKind.Property | ReflectionKind.Method | ReflectionKind.Accessor | ReflectionKind.EnumMember;
const EXEMPT_OWNERS = ReflectionKind.Variable | ReflectionKind.Function | ReflectionKind.CallSignature | ReflectionKind.Parameter | ReflectionKind.Method;

const documented = (reflection) =>
  [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment), reflection.getSignature?.comment].some(
    (c) => c !== undefined && (c.summary.some((part) => part.text.trim() !== "") || c.blockTags.length > 0),
  );

/** The declaration that owns a member: the first ancestor that is not an anonymous type literal or a property of one. */
function owner(reflection) {
  let inLiteral = false;
  for (let p = reflection.parent; p !== undefined; p = p.parent) {
    if (p.kindOf(ReflectionKind.TypeLiteral)) {
      inLiteral = true;
      continue;
    }
    if (inLiteral && p.kindOf(ReflectionKind.Property | ReflectionKind.Parameter)) continue;
    return { decl: p, inLiteral };
  }
  return { decl: undefined, inLiteral };
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of context.project.getReflectionsByKind(EXPORT_KINDS)) {
      if (!reflection.parent || !reflection.parent.kindOf(ReflectionKind.Module | ReflectionKind.Project)) continue;
      const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
      if (!comments.some((c) => c?.getTag("@example") !== undefined)) {
        app.logger.warn(`${reflection.getFullName()} (${ReflectionKind.singularString(reflection.kind)}) has no @example in its TSDoc`);
      }
    }
    for (const reflection of context.project.getReflectionsByKind(MEMBER_KINDS)) {
      if (reflection.flags.isInherited || documented(reflection)) continue;
      const { decl, inLiteral } = owner(reflection);
      if (decl === undefined || (inLiteral && decl.kindOf(EXEMPT_OWNERS))) continue;
      if (!inLiteral && !decl.kindOf(ReflectionKind.Interface | ReflectionKind.Class | ReflectionKind.Enum | ReflectionKind.TypeAlias)) continue;
      app.logger.warn(`${reflection.getFullName()} (${ReflectionKind.singularString(reflection.kind)}) has no documentation`);
    }
  });
}
