import { rpc } from '@/lib/rpc';

/** get_profile_role: the signed-in account's role, read by the admin sign-in before it lets anyone in. */
export const getProfileRole = () => rpc('get_profile_role');
