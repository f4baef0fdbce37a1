import { islandModule } from '../../src/runtime/island.ts'
import { textEditorIsland } from './drop-cap.ts'

/** The chunk of <elementor-text-editor> (src/loader/registry.ts names it): defines the element, adopts the widget. */
export const { define, adopt } = islandModule(textEditorIsland)
