/**
 * The served contract: openapi/openapi.yaml (written by hand) with openapi/collections.yaml (generated
 * from the collection declarations): its tags, paths, parameters and schemas added. A name both define
 * is a mistake, and stops the merge.
 */
export function mergeContract(base, collections) {
  const clash = (kind, mine, theirs) => {
    const both = Object.keys(theirs ?? {}).filter((k) => k in (mine ?? {}));
    if (both.length > 0)
      throw new Error(`openapi.yaml and collections.yaml both define ${kind}: ${both.join(", ")}`);
  };
  clash("paths", base.paths, collections.paths);
  clash("parameters", base.components.parameters, collections.components.parameters);
  clash("schemas", base.components.schemas, collections.components.schemas);
  return {
    ...base,
    tags: [...base.tags, ...collections.tags],
    paths: { ...base.paths, ...collections.paths },
    components: {
      ...base.components,
      parameters: { ...base.components.parameters, ...collections.components.parameters },
      schemas: { ...base.components.schemas, ...collections.components.schemas },
    },
  };
}
