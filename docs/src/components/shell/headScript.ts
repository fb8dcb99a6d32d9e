/**
 * Inline script for <head> (gatsby-ssr onRenderBody → setHeadComponents) that applies the stored
 * colour mode and the dismissed-announcement flag before first paint (no flash). Safe when storage
 * throws. If the site's Content-Security-Policy forbids inline scripts, allow this script by hash
 * (its text is constant for a given announcement id).
 */
import { STORAGE_KEYS } from './storage';

export function shellHeadScript(announcementId?: string): string {
  return `(function(){var d=document.documentElement;var t='light',a=null;try{var s=window.localStorage;t=s.getItem(${JSON.stringify(
    STORAGE_KEYS.theme,
  )})==='dark'?'dark':'light';a=s.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)});}catch(e){}d.setAttribute('data-theme',t);${
    announcementId ? `if(a===${JSON.stringify(announcementId)})d.setAttribute('data-announcement-dismissed','true');` : ''
  }})();`;
}
