import type { Island } from '../../src/runtime/island.ts'

/**
 * WordPress's comment form (`comment_form()`, html5): WordPress prints `novalidate`, which switches
 * the browser's own validation off (the theme's script never switched it back on). Removing it is
 * all: the browser checks `required`, `type="email"` and `type="url"` and names the first problem,
 * and the form posts to `wp-comments-post.php` as before, with or without JavaScript.
 */
export const commentFormIsland: Island = {
  tag: 'wp-comment-form',
  mount({ root }) {
    const form = root as HTMLFormElement
    const hadNoValidate = form.noValidate
    form.noValidate = false
    return () => {
      form.noValidate = hadNoValidate
    }
  },
}
