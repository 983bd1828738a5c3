import { useId as useReactId } from 'react'

/**
 * Mantine's `useId` (@mantine/hooks) as the build gives it to every Mantine component
 * (scripts/mantine-stable-id.ts): the id Mantine itself renders first, `mantine-` and React's id,
 * kept. Mantine's own sets a random one in a layout effect after each mount, so every Popover,
 * Modal and input rendered twice, the second time synchronously inside the commit that mounted it
 * (on a logged-in page's load, the header's account menu among them). React's id is
 * stable for the component's life, unique in the app's one root, and the same on the server, so
 * the prerendered HTML's ids stay as they are.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
