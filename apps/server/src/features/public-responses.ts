import { z } from 'zod';
import {
  activitySchema,
  articleSchema,
  constellatorSchema,
  courseSchema,
  moduleSchema,
} from '@constelaciones/contract';

/** The public reads of the API: the routes declare these answers, the catalog serialises its bodies with them. */
export const publicResponses = {
  activities: z.object({ activities: z.array(activitySchema) }),
  activity: z.object({ activity: activitySchema }),
  courses: z.object({ courses: z.array(courseSchema) }),
  course: z.object({ course: courseSchema }),
  articles: z.object({ articles: z.array(articleSchema) }),
  article: z.object({ article: articleSchema }),
  modules: z.object({ modules: z.array(moduleSchema) }),
  constellators: z.object({ constellators: z.array(constellatorSchema) }),
};
