/** Fills `target` (the server's DATA_DIR/pglite, absent) with an empty, closed cluster. */
export declare function emptyCluster(target: string): Promise<void>
