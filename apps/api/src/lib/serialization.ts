import { SerializerSelector, type SerializerFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own response serializers (fast-json-stringify), each compiled on its route's first
 * answer with that status rather than when the app starts, for the reason `validatorCompiler`
 * gives. Passed as `schemaController.compilersFactory.buildSerializer`.
 */
export const buildLazySerializer: SerializerFactory = (externalSchemas, options) => {
  const compileNow = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: Serializer | undefined;
    return (data) => (serialize ??= compileNow(route))(data);
  };
};
