/** Imports every GraphQL type file and builds the schema. */
import './scalars.js';
import './pagination.js';
import './annotations.js';
import './item.js';
import './article-source.js';
import './item-by-url.js';
import './saved-item.js';
import './saved-item-mutations.js';
import './user.js';
import './reader.js';
import './tags.js';
import './search.js';
import './highlights.js';
import './admin.js';
import './lists.js';
import './moderation.js';
import './shares.js';
import './imports.js';
import './feeds.js';
import './corpus-admin.js';
import './corpus-item.js';
import './recommendations.js';
import './related-stories.js';
import './corpus-search.js';
import './recommendation-signals.js';
import { builder } from './builder.js';

export const schema = builder.toSchema({ sortSchema: true });
