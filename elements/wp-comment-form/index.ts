import { islandModule } from '../../src/runtime/island.ts'
import { commentFormIsland } from './comment-form.ts'

/** The chunk of <wp-comment-form> (src/loader/registry.ts, group `shared:theme`). */
export const { define, adopt } = islandModule(commentFormIsland)
