export type RuleType = "menu_dir" | "menu" | "button" | "route" | "nav" | "nav_user_menu";

export interface RuleNode {
  type: RuleType;
  name: string;
  path: string;
  children?: RuleNode[];
}

/** A super admin passes every check; anyone else needs the node in the current page's list. */
export function isAllowed(
  node: string,
  pageNodes: readonly string[] | ReadonlySet<string>,
  isSuper: boolean,
): boolean {
  if (isSuper) return true;
  if (node === "") return false;
  return "has" in pageNodes ? pageNodes.has(node) : pageNodes.includes(node);
}

/**
 * Buttons are not pages: each button rule's name is an action node of the page that
 * owns it, i.e. its nearest non-button ancestor. A button with no such ancestor has
 * no page to guard and is dropped. Pages sharing a path pool their nodes.
 */
export function collectButtonNodes(rules: readonly RuleNode[]): Map<string, Set<string>> {
  const byPage = new Map<string, Set<string>>();
  const walk = (nodes: readonly RuleNode[], pagePath: string | undefined): void => {
    for (const rule of nodes) {
      if (rule.type === "button") {
        if (pagePath !== undefined) {
          const set = byPage.get(pagePath) ?? new Set<string>();
          set.add(rule.name);
          byPage.set(pagePath, set);
        }
        if (rule.children) walk(rule.children, pagePath);
      } else if (rule.children) {
        walk(rule.children, rule.path);
      }
    }
  };
  walk(rules, undefined);
  return byPage;
}

/** Rule names are the controller path plus the action, e.g. ("auth/admin", "edit") -> "auth/admin/edit". */
export function ruleNodeName(controllerPath: string, action: string): string {
  const controller = controllerPath.replace(/^\/+|\/+$/g, "");
  const act = action.replace(/^\/+|\/+$/g, "");
  if (act === "") throw new RangeError("action must not be empty");
  return controller === "" ? act : `${controller}/${act}`;
}
