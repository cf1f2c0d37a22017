int BcDataPlaceholder() { return 0; }
