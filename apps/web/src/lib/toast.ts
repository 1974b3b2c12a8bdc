/**
 * The app's toasts. Import `toast` from here, never from 'react-hot-toast' directly: the headless build has no
 * runtime-injected <style> (which the CSP `style-src 'self'` blocks), and one import path means one toast store
 * shared with the <Toaster /> in components/ui/toaster.tsx.
 */
export { toast } from 'react-hot-toast/headless';
