import type { ComponentType, JSX } from "react";
import type { IslandName } from "../islands/registry.ts";
import { islandPropsJson } from "./island-data.ts";
import { usePublicPage } from "./page-context.tsx";

type Props<P> = {
  /** The key of the component in islands/registry.ts, which loads it in the browser. */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON: the browser hydrates the component with exactly these props. */
  props: P & JSX.IntrinsicAttributes;
  /** A span where the island sits in running text; a div elsewhere. Both lay out as their content. */
  inline?: boolean;
};

/**
 * A part of a server-rendered page that runs in the browser: rendered here with its props, which go
 * into the page as JSON just before it for islands/entry.ts to hydrate the same component with.
 * Everything else on a public page is plain HTML and CSS.
 */
export function Island<P>({ name, component: Component, props, inline = false }: Props<P>) {
  const { shared } = usePublicPage();
  const Tag = inline ? "span" : "div";
  return (
    <>
      <script
        type="application/json"
        data-island-props=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script element (island-data.ts)
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props, shared) }}
      />
      <Tag className="island" data-island={name}>
        <Component {...props} />
      </Tag>
    </>
  );
}
