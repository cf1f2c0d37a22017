// Placeholder until the loader lands.
