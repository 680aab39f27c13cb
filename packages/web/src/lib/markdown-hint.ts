/**
 * What a Markdown field's hint says people may write: the syntax the lessons' renderer (on the
 * server) and MarkdownText (questions and answers) both read. A module of its own, so a form that
 * shows the hint does not load the lesson editor's Write/Preview tabs.
 */
export const MARKDOWN_HINT =
  'Markdown: ## heading, - list item, **bold**, *italic*, `code`, ``` for a code block, [link](https://…). Press Enter once for a new line.';
