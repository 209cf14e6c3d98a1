/**
 * The id of the phone menu's panel, which its toggle and its close button name. A module of its own, so the
 * toggle's code does not pull in the menu's head (a static region).
 */
export const MENU_ID = "mobile-menu"
