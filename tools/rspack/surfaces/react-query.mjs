// What every app gets for `@tanstack/react-query` (shared-surfaces.ts): the exports the apps use,
// so the page does not carry the rest (hydration, suspense and infinite queries, streamed queries).
// `react-query-build` is an alias (shared-surfaces.ts) for the package's own ES module build.
export {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'react-query-build';
