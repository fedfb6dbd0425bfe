/**
 * POST /graphql: GraphQL Yoga inside Fastify. Adds the router limits Pocket's clients lived with
 * (aliases 30, tokens 15,000, depth), Pocket's operationName quirk, and error shaping: domain
 * errors keep their message and get extensions.code (and status 401 for UNAUTHENTICATED);
 * anything unexpected is logged and masked.
 */
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import { DomainError } from '../core/errors.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from './builder.js';
import { schema } from './schema.js';
import { textLiteralsRule } from './text-literals.js';

export const GRAPHQL_LIMITS = { aliases: 30, depth: 15, tokens: 15_000 };

const JSON_RESULT = /^application\/(graphql-response\+)?json\b/;

const STATUS: Partial<Record<DomainError['kind'], number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

// By name rather than instanceof: graphql can be loaded twice (ESM and CJS builds) in one process.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

function maskError(error: unknown, message: string): Error {
  const original = isGraphQLError(error) ? error.originalError : error;
  if (original instanceof DomainError) {
    const gqlError = isGraphQLError(error) ? error : undefined;
    return new GraphQLError(original.message, {
      nodes: gqlError?.nodes,
      path: gqlError?.path,
      extensions: {
        code: original.kind,
        ...(STATUS[original.kind] ? { status: STATUS[original.kind] } : {}),
        ...(original.field ? { field: original.field } : {}),
      },
    });
  }
  // graphql-js's own errors (e.g. variable coercion) wrap another GraphQLError: user-facing, keep them.
  if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError)))
    return error;
  return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/**
 * Yoga's logger: Yoga logs every error it reshapes at error level, and a domain error is the
 * caller's input (a mistyped feed address, an unknown id) answered in words, not a fault of ours:
 * info. Anything else stays at error.
 */
function yogaLogger(log: FastifyBaseLogger): YogaLogger {
  return {
    debug: (first: unknown, ...rest: string[]) => log.debug(first, ...rest),
    info: (first: unknown, ...rest: string[]) => log.info(first, ...rest),
    warn: (first: unknown, ...rest: string[]) => log.warn(first, ...rest),
    error: (...args: unknown[]) => {
      const error = args[0];
      const original = isGraphQLError(error) ? error.originalError : error;
      if (original instanceof DomainError)
        log.info({ err: original, code: original.kind }, original.message);
      else log.error(error as object);
    },
  };
}

/**
 * Pocket's web client often sent an operationName that does not match the document's only
 * operation; graphql-js would refuse it. With exactly one operation, use that operation's name.
 */
function tolerateOperationName(): Plugin {
  const singleOperationName = new Map<string, string | null>();
  return {
    onParams({ params, setParams }) {
      if (!params.operationName || !params.query) return;
      let name = singleOperationName.get(params.query);
      if (name === undefined) {
        try {
          const operations = parse(params.query, { noLocation: true }).definitions.filter(
            (definition): definition is OperationDefinitionNode =>
              definition.kind === Kind.OPERATION_DEFINITION,
          );
          name = operations.length === 1 ? (operations[0]!.name?.value ?? '') : null;
        } catch {
          return; // Yoga reports the syntax error itself.
        }
        if (singleOperationName.size > 1000) singleOperationName.clear();
        singleOperationName.set(params.query, name);
      }
      if (name !== null && name !== params.operationName)
        setParams({ ...params, operationName: name || undefined });
    },
  };
}

/** Validation rules beyond graphql-js's own: the text rule, and introspection when it is off. */
function extraValidationRules(options: { introspection: boolean }): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(textLiteralsRule);
      if (!options.introspection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export async function registerGraphQL(
  app: FastifyInstance,
  services: Services,
  options: { devMode: boolean; introspection: boolean },
) {
  const renderGraphiQL = options.devMode
    ? (await import('@graphql-yoga/render-graphiql')).renderGraphiQL
    : undefined;
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.devMode,
    // No CORS headers at all: the web client is served from this origin, and apps use tokens
    // from outside a browser. Yoga's default answered every Origin with credentials allowed.
    cors: false,
    ...(renderGraphiQL ? { renderGraphiQL } : {}),
    landingPage: false,
    logging: yogaLogger(app.log),
    maskedErrors: {
      maskError,
      errorMessage: 'Something went wrong on our side. Please try again.',
    },
    context: ({ req }) => ({
      actor: req.actor,
      viewer: req.viewer,
      authFailure: req.authFailure,
      services,
      pageOrigin:
        req.headers.origin === `${req.protocol}://${req.host}` ? req.headers.origin : undefined,
    }),
    plugins: [
      tolerateOperationName(),
      extraValidationRules({ introspection: options.introspection }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.aliases, exposeLimits: true }),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.depth, exposeLimits: true, flattenFragments: true }),
      maxTokensPlugin({ n: GRAPHQL_LIMITS.tokens }),
    ],
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      if (options.devMode && response.headers.get('content-type')?.includes('text/html')) {
        // GraphiQL (development only) is one page of inline script and style.
        void reply.header(
          'content-security-policy',
          "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
        );
      }
      void reply.status(response.status);
      // A single JSON result (every query and mutation) is already one string: sending it as such
      // lets Fastify write it with the headers in one go, where piping response.body through a
      // stream cost ~5% of the server's CPU on the Saves list (bench/README.md "Saves list").
      // Streamed results (SSE, multipart) keep the stream.
      if (JSON_RESULT.test(response.headers.get('content-type') ?? ''))
        return reply.send(await response.text());
      return reply.send(response.body);
    },
  });
}
