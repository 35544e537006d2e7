/**
 * Access to one resource, decided in one place per domain (Outline's policies): each module's
 * `<domain>.policy.ts` says who may take which action on which resource, and handlers load a
 * resource by its id alone, then ask the policy. Route-level checks (signed in, verified, admin)
 * stay with the endpoint definitions' access levels (auth/guards.ts); lists of "my things" stay
 * filtered by user in SQL, since a list is not a check of one resource.
 */

/** Who asks: a signed-in user, or nobody (a visitor on a public endpoint). */
export type Actor = { readonly id: string } | null | undefined;

/** Whether this actor may take one action on this resource. Pure: everything it needs is loaded. */
export type Rule<R> = (actor: Actor, resource: R) => boolean;

export interface Policy<R, A extends string> {
  readonly actions: readonly A[];
  can(actor: Actor, action: A, resource: R): boolean;
  /**
   * The resource when the actor may take the action; otherwise the policy's refusal is thrown.
   * A resource that was not found (undefined) gets the very same refusal, so an answer never
   * tells "not yours" from "not there".
   */
  authorize<T extends R>(actor: Actor, action: A, resource: T | null | undefined): T;
}

/** The rule most resources share: the signed-in user who owns it. */
export const isOwner: Rule<{ userId: string }> = (actor, resource) =>
  actor != null && actor.id === resource.userId;

/**
 * A policy for one kind of resource: a rule per action (the action names become its type) and
 * the refusal every failed check throws.
 */
export function definePolicy<R>() {
  return <const A extends string>(definition: {
    rules: Record<A, Rule<R>>;
    /** An AppError (shared/errors), built anew per refusal so no stack is shared. */
    refusal: () => Error;
  }): Policy<R, A> => {
    const { rules, refusal } = definition;
    const can = (actor: Actor, action: A, resource: R) => rules[action](actor, resource);
    return {
      actions: Object.keys(rules) as A[],
      can,
      authorize<T extends R>(actor: Actor, action: A, resource: T | null | undefined): T {
        if (resource == null || !can(actor, action, resource)) throw refusal();
        return resource;
      },
    };
  };
}
