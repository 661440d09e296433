import { pathsOf, ROUTES } from '@prontidao/domain/navigation/route-table';

/**
 * Every route path of the app, in one place: the paths of the domain's route table, which also says
 * how the guard treats each (docs/decisions/043).
 */
export const paths = pathsOf(ROUTES);
