/** Operations of this area (see index.ts). */
export {};
