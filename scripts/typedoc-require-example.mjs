// typedoc plugin: every exported function, class, interface, type alias and variable must carry an
// @example in its TSDoc. A missing one is a warning, and typedoc.json treats warnings as errors.
import { Converter, ReflectionKind } from "typedoc";

const KINDS = ReflectionKind.Function | ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Variable;

/** @param {import("typedoc").Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const reflection of context.project.getReflectionsByKind(KINDS)) {
      if (!reflection.parent || !reflection.parent.kindOf(ReflectionKind.Module | ReflectionKind.Project)) continue;
      const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)];
      const hasExample = comments.some((c) => c?.getTag("@example") !== undefined);
      if (!hasExample) app.logger.warn(`${reflection.getFullName()} (${ReflectionKind.singularString(reflection.kind)}) has no @example in its TSDoc`);
    }
  });
}
