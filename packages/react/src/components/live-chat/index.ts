// Live chat: the window the shell's Live Chat entry toggles, with the provider's script.

export { LiveChat } from './live-chat';
