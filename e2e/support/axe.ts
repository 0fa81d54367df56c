import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * WCAG 2.x A/AA violations on the page (or inside `include`), as readable lines; [] when clean.
 * Axe runs inside the page itself (legacy mode): the default mode opens an extra blank page per
 * check to combine the frames' results, which costs a renderer and about half a second of CPU each
 * time, for cross-origin frames the site does not have. Only violations are gathered in detail: the
 * passing and inapplicable rules' nodes, which no test reads, made each check about a sixth slower.
 */
export async function accessibilityViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
