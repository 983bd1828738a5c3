/**
 * The flow viewer in the app's own tab: `?flows` on a page of `npm run dev` adds a Flows button
 * that opens the viewer in a drawer over the app. It listens on the same BroadcastChannel as the
 * /__dev/flows page (a channel object hears the others of its own page too).
 */
import '@mantine/core/styles.css'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Affix, Button, Drawer, MantineProvider } from '@mantine/core'
import { MANTINE_PROPS } from '../app/mantine-styles'
import { FlowViewer } from './FlowViewer'

function FlowDock() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Affix position={{ bottom: 16, left: 16 }} zIndex={1000}>
        <Button variant="default" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Flows
        </Button>
      </Affix>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="bottom"
        size="75%"
        title="Flow viewer (this tab)"
        zIndex={1000}
      >
        <FlowViewer docked />
      </Drawer>
    </>
  )
}

/** Called by src/lib/inspect.ts in dev when the URL has `?flows`. */
export function mountFlowDock(): void {
  const host = document.createElement('div')
  host.dataset.flowDock = ''
  document.body.append(host)
  // The app's own MantineProvider writes the theme variables and global classes.
  createRoot(host).render(
    <MantineProvider {...MANTINE_PROPS} withCssVariables={false} withGlobalClasses={false}>
      <FlowDock />
    </MantineProvider>,
  )
}
