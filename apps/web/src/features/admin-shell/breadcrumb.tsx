import { Breadcrumb } from "@chakra-ui/react";
import type { MenuRule } from "@corp/contract/types";
import { Fragment } from "react";

/** Where the current page sits in the menu: its directories and its own title. */
export function ShellBreadcrumb({ trail }: { trail: MenuRule[] }) {
  if (trail.length === 0) return null;
  return (
    <Breadcrumb.Root size="sm" display={{ base: "none", md: "block" }}>
      <Breadcrumb.List>
        {trail.map((rule, index) => (
          <Fragment key={rule.id}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {index === trail.length - 1 ? (
                <Breadcrumb.CurrentLink>{rule.title}</Breadcrumb.CurrentLink>
              ) : (
                rule.title
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
