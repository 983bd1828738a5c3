// @vitest-environment jsdom
/**
 * The partner return page's generated paths, driven through its view (/token with order_id,
 * status and user_id): it says the window closes by itself while it stores and closes, and that
 * the customer may close it when the window would not close. The page runs by itself from its
 * address, so no person's event drives it: its actors settle as the browser answers.
 */
import { returnPagePathModel } from '../../../machines/return-page/return-page.paths'
import { describeViewPaths } from '../../test/view-paths'
import { ReturnPageView } from './pages/TokenPage'
import { expectReturnPage } from './payment.view-helpers'

describeViewPaths({
  flow: 'return-page',
  pathModel: returnPagePathModel,
  render: (actor) => <ReturnPageView actor={actor} />,
  states: {
    // Transient: picks storing or closing from the input; never shown.
    'returnPage.deciding': () => {
      throw new Error('a transient state cannot be seen')
    },
    'returnPage.storingResult': (view) => expectReturnPage(view, false),
    'returnPage.closingWindow': (view) => expectReturnPage(view, false),
    'returnPage.done': (view) => expectReturnPage(view, true),
  },
  events: {},
})
