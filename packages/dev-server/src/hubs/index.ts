/** The hubs' public surface: the broadcaster domains push through, and the types around it. */
export type { HubBroadcaster, HubConnectionInfo, HubName, HubServer, HubTarget } from './hub.types';
export { hubNames } from './hub.types';
export { notifyTarget, recordSeparator } from './hub-protocol';
