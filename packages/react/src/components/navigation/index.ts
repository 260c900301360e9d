// Navigation that is always on screen (the drawer is components/side-menu).
export { DesktopNav } from './desktop-nav';
