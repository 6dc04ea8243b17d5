// The async boundary Module Federation needs: shared modules resolve before any app code runs.
import('./bootstrap');
