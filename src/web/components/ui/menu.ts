import menuStyles from './menu.module.css';

/** Class names for Radix dropdown menus, shared by every menu so they look alike. */
export { menuStyles };
