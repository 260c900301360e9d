import { useEffect, useState } from 'react';

export type ChatScriptState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Adds the chat provider's script to the page once `load` is true, and says how it went. A
 * failed load can be retried (`attempt` changes); the same script is never added twice.
 */
export function useChatScript(src: string | undefined, load: boolean, attempt: number) {
  const [state, setState] = useState<ChatScriptState>('idle');
  useEffect(() => {
    // `attempt` is read so that a retry (a new attempt) runs this effect again.
    if (!src || !load || attempt < 0) return;
    const existing = document.querySelector<HTMLScriptElement>(
      `script[data-site-chat="${CSS.escape(src)}"]`,
    );
    if (existing?.dataset.state === 'ready') {
      setState('ready');
      return;
    }
    existing?.remove();
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.siteChat = src;
    setState('loading');
    script.addEventListener('load', () => {
      script.dataset.state = 'ready';
      setState('ready');
    });
    script.addEventListener('error', () => {
      script.dataset.state = 'failed';
      setState('failed');
    });
    document.body.append(script);
  }, [src, load, attempt]);
  return state;
}
