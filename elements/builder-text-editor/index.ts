import { islandModule } from '../../src/runtime/island.ts'
import { textEditorIsland } from './drop-cap.ts'

/** The chunk of <builder-text-editor> (src/loader/registry.ts names it): defines the element, adopts the widget. */
export const { define, adopt } = islandModule(textEditorIsland)
