// RapiDoc registers the <rapi-doc> custom element when imported; it has no type declarations.
declare module 'rapidoc';
