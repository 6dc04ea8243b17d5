// The async boundary Module Federation needs: shared modules resolve before any app code runs.
// Named so index.html can preload it (tools/rspack/shell-preload-plugin.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
