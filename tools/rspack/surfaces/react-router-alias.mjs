// What every app gets for `react-router` (shared-surfaces.ts): the same declarative module as
// `react-router-dom`, through its share, so both names give the page one router.
export * from 'react-router-dom';
