/**
 * The marketplace community's rating and comment widgets, for the test pages (/rating-test,
 * /comments-test) that show them on local state. Their texts are in the 'marketplace-community'
 * and 'marketplace-detail' namespaces, which a page using them declares.
 */
export { StarRatingInput } from './components/community/star-rating-input';
export { CommentEditor } from './components/community/comment-editor';
export { StarRow } from './components/detail/star-row';
