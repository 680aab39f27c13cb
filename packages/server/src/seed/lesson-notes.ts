// What some demo lessons teach, in prose (Markdown), added under the lesson's generic text so the
// support assistant has real passages to cite (the assistant's golden set asks questions these answer).
// Keyed by lesson title (courses.json).
export const LESSON_NOTES: Record<string, string> = {
  'Effects without bugs': [
    '### When an effect is the wrong tool',
    '',
    'An effect synchronises a component with something outside React: a subscription, a timer, a chat connection. If a value can be calculated from props or state while rendering, calculate it during render instead of copying it into state from an effect — the extra state goes stale and costs an extra render.',
    '',
    '### The dependency array',
    '',
    'List every reactive value the effect reads in its dependency array. Leaving one out to stop a loop hides a bug: the effect keeps reading the value from an old render (a stale closure). If an effect runs too often, move the object or function it depends on inside the effect, or out of the component.',
    '',
    '### Cleanup',
    '',
    'Return a cleanup function that undoes what the effect did: unsubscribe, clear the interval, close the socket. In development React mounts every component twice on purpose, so an effect without cleanup shows its bug immediately instead of in production. Fetching data in an effect needs an `ignore` flag in the cleanup so a slow response never overwrites a newer one.',
  ].join('\n'),
  'useState and lifting state up': [
    'Each call to `useState` gives a component one piece of memory and a setter. Calling the setter does not change the variable in the running code; it asks React to render again with the new value. When the next value depends on the previous one, pass an updater function such as `setCount(c => c + 1)` so several updates in one event are not lost.',
    '',
    'When two sibling components must show the same data, move the state up to their closest common parent and pass it down as props, together with a function to change it. This is called lifting state up. The parent becomes the single source of truth, and the children become controlled components that render whatever they are given.',
  ].join('\n'),
  'Fetching data with TanStack Query': [
    'TanStack Query keeps server data in a cache keyed by a query key, such as `["course", id]`. Components that use the same key share one request and one cached answer. Data is considered stale after `staleTime`; stale data is still shown immediately while a background refetch brings it up to date.',
    '',
    'After a mutation succeeds, invalidate the queries whose data it changed, so every screen that shows that data refetches it. Optimistic updates write the expected result into the cache first and roll back in `onError` if the server refuses the change.',
  ].join('\n'),
  'Flexbox layouts': [
    'Flexbox lays out items in one direction, a row or a column. Set `display: flex` on the container; `justify-content` distributes the items along the main axis and `align-items` aligns them on the cross axis. `gap` puts space between items without margins on the first or last one.',
    '',
    'An item with `flex: 1` grows to take the free space, which is how a search field fills the rest of a toolbar. Use `flex-wrap: wrap` so cards move onto the next line on a narrow phone screen instead of overflowing.',
  ].join('\n'),
  'Selectors and the box model': [
    'Every element is a box: content, then padding, then border, then margin. By default `width` sets only the content, so padding and border make the box wider than you asked. Set `box-sizing: border-box` on every element so the width you write includes the padding and the border.',
    '',
    'Selectors choose which elements a rule styles. A class selector such as `.card` beats an element selector, and an id beats a class; this ranking is called specificity. Prefer classes and keep specificity low so later rules can override earlier ones.',
  ].join('\n'),
  'Precision, recall and the confusion matrix': [
    'A confusion matrix counts a classifier’s answers in four cells: true positives, false positives, true negatives and false negatives. Precision is the share of predicted positives that are really positive; recall is the share of real positives the model found.',
    '',
    'A spam filter needs high precision, because a real email marked as spam is costly. A disease screening test needs high recall, because a missed case is worse than a false alarm. The F1 score is the harmonic mean of precision and recall, useful when both matter and the classes are imbalanced.',
  ].join('\n'),
  'Train, validation and test splits': [
    'Split the data before looking at it: a training set to fit the model, a validation set to choose hyperparameters, and a test set that is used once, at the very end, to estimate performance on new data. Tuning on the test set leaks information and makes the reported score too optimistic.',
    '',
    'When the data has few rows, k-fold cross-validation rotates the validation fold through the training data. For time series, split by date so the model never learns from the future.',
  ].join('\n'),
  'Window functions for running totals': [
    'A window function computes a value over a set of rows related to the current row without collapsing them as GROUP BY does. `SUM(amount) OVER (PARTITION BY customer_id ORDER BY paid_at)` gives each payment row the running total of that customer.',
    '',
    '`ROW_NUMBER()`, `RANK()` and `LAG()` answer questions such as the latest order per customer or the change from the previous month.',
  ].join('\n'),
  'Transactions and locking': [
    'A transaction groups writes so that they all happen or none do. Under concurrent requests, read the row you are about to change with `SELECT … FOR UPDATE`: the second request waits until the first commits, so two bookings can never take the same seat.',
  ].join('\n'),
  'Tell me about yourself': [
    '### अपना परिचय कैसे दें',
    '',
    'इंटरव्यू में अपना परिचय दो मिनट में दें: पहले अपनी पढ़ाई, फिर अपना सबसे अच्छा प्रोजेक्ट, और आखिर में यह कि आप यह नौकरी क्यों चाहते हैं। आत्मविश्वास से बोलें और रटे हुए वाक्य न दोहराएं।',
  ].join('\n'),
};
