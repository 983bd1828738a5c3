import '@mantine/core/styles.css'
import { createRoot } from 'react-dom/client'
import { MantineProvider } from '@mantine/core'
import { MANTINE_PROPS } from '../app/mantine-styles'
import { FlowViewer } from './FlowViewer'

/** Renders the flow viewer instead of the app; src/main.tsx calls it for /__dev/flows in dev only. */
export function bootViewer(): void {
  document.title = 'Flow viewer (dev) | Vision+ TV'
  document.documentElement.dataset.hydrated = 'true'
  createRoot(document.getElementById('root')!).render(
    <MantineProvider {...MANTINE_PROPS}>
      <FlowViewer />
    </MantineProvider>,
  )
}
