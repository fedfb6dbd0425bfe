/** Imports every GraphQL type file and builds the schema. */
import './scalars.js';
import './pagination.js';
import './saved-item.js';
import './user.js';
import { builder } from './builder.js';

export const schema = builder.toSchema({ sortSchema: true });
