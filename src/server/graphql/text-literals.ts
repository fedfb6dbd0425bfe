/**
 * The text rule (src/common/text-rules.ts) for string literals written into a GraphQL document
 * (`saveTags(name: "…")`): http/text-input.ts sees the document only as one string, and an
 * escaped "\u0000" in it becomes a NUL only once parsed. A validation rule reports it with the
 * argument's position, as graphql-js reports every other bad literal.
 */
import { GraphQLError, type ValidationRule } from 'graphql';
import { forbiddenCharacterIn, forbiddenCharacterMessage } from '../../common/text-rules.js';

export const textLiteralsRule: ValidationRule = (context) => ({
  StringValue(node) {
    const character = forbiddenCharacterIn(node.value);
    if (!character) return;
    context.reportError(
      new GraphQLError(forbiddenCharacterMessage('A text value in the query', character), {
        nodes: node,
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    );
  },
});
