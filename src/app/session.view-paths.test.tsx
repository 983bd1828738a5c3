// @vitest-environment jsdom
/**
 * The session machine's generated paths, driven through the page a person sees: the real layout
 * (navbar and account layout, bound to the session by useAccountNav) on /account, as for a
 * visitor whose browser holds a token. The navbar shows Login, the avatar menu with Log Out, or (while the stored login is read or a logout runs) neither; the
 * account page waits, shows itself or asks to log in; a logout goes home; another tab's login
 * change reloads the page. The login modal is the auth flow's own view (its own view paths): here
 * a stand-in dialog that opens when the page asks the auth actor to open.
 */
import { useContext } from 'react'
import { useLingui } from '@lingui/react'
import { screen, within } from '@testing-library/react'
import { useSelector } from '@xstate/react'
import { beforeAll, expect } from 'vitest'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, fromPromise } from 'xstate'
import { standInApp } from '../test/app-stand-in'
import type { SessionActorRef, sessionMachine } from '../../machines/session/session.machine'
import { sessionPathModel } from '../../machines/session/session.paths'
import { STORAGE_KEYS } from '../api/storage-keys'
import { routeForPath, type Locale } from '../../contract/route-paths'
import { describeViewPaths, type ViewContext } from '../test/view-paths'
import { authMachine, type AuthActorRef } from '../../machines/auth/auth.machine'
import { passwordMachine } from '../../machines/password/password.machine'
import { AccountPartsContext, type AccountParts } from './account-parts'
import { AppSystemProvider } from './AppSystemProvider'
import type { Runtime } from './runtime'
import { Layout } from './layouts/Layout'
import { AccountLayoutPart } from './layouts/account-layout-part'
import { preloadAccountMenu } from '../ui/Navbar'
import { AccountServicesContext } from '../features/account/account-services'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof sessionMachine>

// the app loads the account layout's chunk with an account page (routes.ts preloadPage)
// the avatar menu's code as an idle page has it (the header preloads it once idle): a path that
// logs in again after a login ended elsewhere otherwise waited on a chunk jsdom never handed over
// inside the test's act, and failed on a busy machine
beforeAll(() => Promise.all([AccountLayoutPart.preload(), preloadAccountMenu()]))

const site = {
  auth: undefined as unknown as AuthActorRef,
  reloads: 0,
  otherTabChanges: 0,
  logouts: 0,
}

/** The login modal: the auth flow's own view (its own view paths); here a dialog while it is open. */
const LoginModalStandIn = Object.assign(
  function LoginModalStandIn({ authActor }: { authActor: AuthActorRef }) {
    const open = useSelector(authActor, (s) => !s.matches('closed'))
    return open ? <dialog open aria-label="login modal" /> : null
  },
  { preload: async () => undefined },
)

/** The locale tree's layout around a stand-in page, following the address as the app does. */
function Site() {
  const [path] = useLocation()
  const { i18n } = useLingui()
  const route = routeForPath(path)
  return (
    <Layout kind={route?.layout ?? 'default'} routeId={route?.id ?? null} locale={i18n.locale as Locale}>
      <StandInPage name={route?.id ?? 'none'} />
    </Layout>
  )
}

/** A page: its name, and on an account page the Log Out the layout hands it (the account page's, under the profile). */
function StandInPage({ name }: { name: string }) {
  const services = useContext(AccountServicesContext)
  const { i18n } = useLingui()
  return (
    <>
      <p>{name} page</p>
      {services && name === 'account' && (
        <button type="button" onClick={services.logout}>
          {i18n.locale === 'id' ? 'Keluar' : 'Log Out'}
        </button>
      )}
    </>
  )
}

function renderSite(actor: SessionActorRef) {
  // the real login flow, its services never asked for: the page only opens it here
  // (the passkey suggestion of its form waits, as a browser offering none does)
  site.auth = createActor(
    authMachine.provide({
      actors: { passkeyLogin: fromPromise(() => new Promise<{ token: string }>(() => {})) },
    }),
    { input: {} },
  ).start()
  Object.assign(site, { reloads: 0, otherTabChanges: 0, logouts: 0 })
  // the path's session and a login modal stand in for the runtime's actors; jsdom cannot reload a
  // page, so a reload the page asks for is counted
  // the app system around them (its own session and login stand still: never asked here)
  const app = standInApp({ session: actor })
  const runtime: Runtime = {
    app,
    sessionActor: actor,
    authActor: site.auth,
    password: passwordMachine,
    profileChanged: () => undefined,
  }
  const parts: AccountParts = { loginCode: [], AuthHost: LoginModalStandIn }
  // A stored token makes the page bind to the session at once (a visitor without one gets Login
  // before any machine loads).
  window.localStorage.setItem(STORAGE_KEYS.vToken, 'stored-token')
  const memory = memoryLocation({ path: '/account' })
  return (
    <AccountPartsContext.Provider value={parts}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppSystemProvider loadRuntime={async () => runtime} reload={() => (site.reloads += 1)}>
          <Site />
        </AppSystemProvider>
      </Router>
    </AccountPartsContext.Provider>
  )
}

const context = (view: View) => view.snapshot.context
const header = () => within(screen.getByRole('banner'))
const main = () => within(screen.getByRole('main'))
const loginModalShown = () => screen.queryByRole('dialog', { name: 'login modal' }) !== null

/** A logout, or the clearing after a login ended elsewhere, runs: the page has not moved yet. */
const leaving = (view: View) => view.snapshot.matches('loggingOut') || view.snapshot.matches('endedElsewhere')

/** A logout (or an ending) that completed has gone home; the one still running has not yet. */
const onHome = (view: View) => site.logouts - (leaving(view) ? 1 : 0) > 0

/** Once a login was ended elsewhere, the home page says so until the notice is closed; else nothing. */
function expectEndedNotice(view: View) {
  const notice = screen.queryByTestId('ended-notice')
  if (context(view).notice !== 'endedElsewhere') return expect(notice).toBeNull()
  expect(notice).toHaveTextContent(
    view.tr(
      'You were logged out from another device.',
      'Kamu dikeluarkan dari akunmu melalui perangkat lain.',
    ),
  )
  // a status, announced without taking focus
  expect(screen.getByRole('status')).toBe(notice)
}

/** What every state shows: the page the address names, and a reload per other tab's change. */
function expectPage(view: View) {
  expect(site.reloads).toBe(site.otherTabChanges)
  // Only a logout (or a login ended elsewhere) navigates: before one the page stays on /account,
  // after it the page is home.
  if (onHome(view)) {
    expect(main().getByText('home page')).toBeVisible()
    expect(screen.queryByRole('navigation', { name: view.tr('Account', 'Akun') })).toBeNull()
  } else expect(screen.getByRole('navigation', { name: view.tr('Account', 'Akun') })).toBeVisible()
}

function expectVisitorHeader(view: View) {
  expect(header().getByRole('button', { name: view.tr('Login', 'Masuk') })).toBeEnabled()
  expect(header().queryByRole('button', { name: view.tr('Account menu', 'Menu akun') })).toBeNull()
}

/** The stored login is read (or a logout runs): the header keeps the account's place, offering neither. */
function expectRestoringHeader(view: View) {
  expect(header().getByTestId('account-pending')).toBeInTheDocument()
  expect(header().queryByRole('button', { name: view.tr('Login', 'Masuk') })).toBeNull()
  expect(header().queryByRole('button', { name: view.tr('Account menu', 'Menu akun') })).toBeNull()
}

/** Waiting on the session: the account page holds a skeleton, asks nobody to log in. */
function expectWaiting(view: View) {
  expectPage(view)
  if (onHome(view)) return
  expect(main().getByText(view.tr('Loading', 'Memuat')).closest('[aria-busy="true"]')).not.toBeNull()
  expect(
    main().queryByRole('heading', {
      name: view.tr('Log in to see your account', 'Masuk untuk melihat akunmu'),
    }),
  ).toBeNull()
  expect(loginModalShown()).toBe(false)
}

/** A customer: the avatar menu with their name; the account page itself with its Log Out. */
async function expectCustomer(view: View) {
  expectPage(view)
  const user = context(view).user!
  const menu = await header().findByRole('button', { name: view.tr('Account menu', 'Menu akun') })
  expect(menu).toHaveTextContent(user.name)
  expect(header().queryByRole('button', { name: view.tr('Login', 'Masuk') })).toBeNull()
  if (!onHome(view)) {
    expect(main().getByText('account page')).toBeVisible()
    expect(main().getByRole('button', { name: view.tr('Log Out', 'Keluar') })).toBeEnabled()
  }
}

async function openAccountMenu(view: View) {
  await view.user.click(header().getByRole('button', { name: view.tr('Account menu', 'Menu akun') }))
  // the menu's part may still be arriving on a loaded machine: wait for it as a person would (a
  // busy machine has taken more than the default 5 s to hand a chunk to jsdom)
  return screen.findByRole('menu', {}, { timeout: 15_000 })
}

describeViewPaths({
  flow: 'session',
  pathModel: sessionPathModel,
  render: renderSite,
  // Close is on the notice, which shows only after a login was ended elsewhere
  unreachable: (snapshot, event) => event.type === 'notice.close' && snapshot.context.notice === null,
  states: {
    'session.reading': (view) => {
      expectRestoringHeader(view)
      expectWaiting(view)
    },
    'session.loggedOut': async (view) => {
      expectVisitorHeader(view)
      expectPage(view)
      // the notice is a part of its own, loaded when first shown
      if (context(view).notice) await screen.findByTestId('ended-notice')
      expectEndedNotice(view)
      // On an account page a visitor is asked to log in, and the login modal opens by itself.
      if (!onHome(view)) {
        expect(
          main().getByRole('heading', {
            name: view.tr('Log in to see your account', 'Masuk untuk melihat akunmu'),
          }),
        ).toBeVisible()
        expect(loginModalShown()).toBe(true)
      } else expect(loginModalShown()).toBe(false)
    },
    'session.loggedIn.readingStoredToken': (view) => expectCustomer(view),
    'session.loggedIn.checkingProfile': (view) => expectCustomer(view),
    'session.loggedIn.ready': async (view) => {
      await expectCustomer(view)
      const menu = await openAccountMenu(view)
      expect(within(menu).getByText(context(view).user!.name)).toBeVisible()
      expect(within(menu).getByRole('menuitem', { name: view.tr('Log Out', 'Keluar') })).toBeEnabled()
      await view.user.keyboard('{Escape}')
    },
    'session.loggingOut': (view) => {
      expectRestoringHeader(view)
      expectWaiting(view)
    },
    'session.endedElsewhere': (view) => {
      expectRestoringHeader(view)
      expectWaiting(view)
      expectEndedNotice(view)
    },
  },
  events: {
    logout: async (view) => {
      site.logouts += 1
      const menu = await openAccountMenu(view)
      await view.user.click(within(menu).getByRole('menuitem', { name: view.tr('Log Out', 'Keluar') }))
    },
    // A call was refused with code 18: the API client tells the session (src/api/clients.ts).
    'session.ended': async (view) => {
      site.logouts += 1
      view.sendFromOutside()
    },
    'notice.close': async (view) => {
      await view.user.click(
        within(screen.getByTestId('ended-notice')).getByRole('button', { name: view.tr('Close', 'Tutup') }),
      )
    },
    // The profile page's edit (its own tests) tells the session of the new name and avatar.
    'user.change': async (view) => view.sendFromOutside(),
    // Another tab logged in or out; the session's storage watcher reports it.
    'storage.loginStatusChanged': async (view) => {
      site.otherTabChanges += 1
      view.sendFromOutside()
    },
    // The login modal (the auth flow, its own view paths) hands over the new login and closes.
    'session.loggedIn': async (view) => {
      site.auth.send({ type: 'close' })
      view.sendFromOutside()
    },
  },
})
